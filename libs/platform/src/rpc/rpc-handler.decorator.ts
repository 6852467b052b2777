import { applyDecorators, type PipeTransform, UseFilters, UsePipes } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { rpc, type RpcSubject } from '@flow/contracts';
import { parseContract } from '../errors/parse-contract';
import { RpcErrorFilter } from '../errors/rpc-exception.filter';

/** Parses the payload with the subject's contract schema; a bad payload is a 422, never a crash. */
class ContractPipe implements PipeTransform {
  constructor(private readonly subject: RpcSubject) {}
  transform(value: unknown) {
    return parseContract(rpc[this.subject].request, value);
  }
}

/** Binds a handler to a request-reply subject of `libs/contracts`, validating what arrives. */
export function RpcHandler(subject: RpcSubject) {
  return applyDecorators(MessagePattern(subject), UsePipes(new ContractPipe(subject)), UseFilters(new RpcErrorFilter()));
}
