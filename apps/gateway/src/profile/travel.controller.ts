import { Body, Controller, Delete, Get, Param, Post, Put, type PipeTransform } from '@nestjs/common';
import { httpRoutes, ProfileMessages } from '@flow/contracts';
import { DomainError, RpcClient } from '@flow/platform';
import { z } from 'zod';
import type { AuthUser } from '../auth/access-token.verifier';
import { CurrentUser } from '../auth/current-user.decorator';
import { ZodPipe } from '../http/zod.pipe';
import { InvalidatesFlows } from '../daily-flow/invalidates-flows';

/** Stay ids are UUIDs; anything else names no stay. */
class StayIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!z.uuid().safeParse(value).success) throw DomainError.notFound(ProfileMessages.stayNotFound);
    return value.toLowerCase();
  }
}

/** Travel stays: always the signed-in person's, asked of profile-chart over NATS. */
@Controller('api')
export class TravelController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('travel-stays')
  list(@CurrentUser() user: AuthUser) {
    return this.rpc.request('flow.profile.travel.list', { userId: user.userId });
  }

  @Post('travel-stays')
  @InvalidatesFlows()
  create(@CurrentUser() user: AuthUser, @Body(new ZodPipe(httpRoutes.createTravelStay.body)) stay: z.output<typeof httpRoutes.createTravelStay.body>) {
    return this.rpc.request('flow.profile.travel.create', { userId: user.userId, stay });
  }

  /** The days of `stay` spent at its place whatever was planned (stays overlapping them keep their other days). */
  @Put('travel-stays')
  @InvalidatesFlows()
  replace(@CurrentUser() user: AuthUser, @Body(new ZodPipe(httpRoutes.replaceTravelDays.body)) stay: z.output<typeof httpRoutes.replaceTravelDays.body>) {
    return this.rpc.request('flow.profile.travel.replace', { userId: user.userId, stay });
  }

  @Delete('travel-stays/:id')
  @InvalidatesFlows()
  delete(@CurrentUser() user: AuthUser, @Param('id', new StayIdPipe()) id: string) {
    return this.rpc.request('flow.profile.travel.delete', { userId: user.userId, id });
  }
}
