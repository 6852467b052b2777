import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { httpRoutes } from '@flow/contracts';
import { RpcClient } from '@flow/platform';
import type { z } from 'zod';
import type { AuthUser } from '../auth/access-token.verifier';
import { CurrentUser } from '../auth/current-user.decorator';
import { AuthRateLimiter } from '../auth/rate-limiter';
import { ZodPipe } from '../http/zod.pipe';
import { PersonLanguages } from '../i18n/person-languages';

type QueryOf<R extends keyof typeof httpRoutes> = (typeof httpRoutes)[R] extends { query: infer Q extends z.ZodType } ? z.output<Q> : never;
type BodyOf<R extends keyof typeof httpRoutes> = (typeof httpRoutes)[R] extends { body: infer B extends z.ZodType } ? z.output<B> : never;

/** Co-Flow: validate, then ask co-flow over NATS as the signed-in user; every answer is scoped to them. */
@Controller('api/coflow')
export class CoFlowController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: AuthRateLimiter,
    private readonly languages: PersonLanguages,
  ) {}

  /** Rate-limited per person, so the address book cannot be read by trying every prefix. */
  @Get('users')
  async searchUsers(@CurrentUser() user: AuthUser, @Query(new ZodPipe(httpRoutes.searchCoFlowUsers.query)) query: QueryOf<'searchCoFlowUsers'>) {
    await this.limiter.hitUserSearch(user.userId);
    return this.rpc.request('flow.coflow.users.search', { userId: user.userId, q: query.q });
  }

  @Get('invites')
  listInvites(@CurrentUser() user: AuthUser) {
    return this.rpc.request('flow.coflow.invites.list', { userId: user.userId });
  }

  @Post('invites')
  sendInvite(@CurrentUser() user: AuthUser, @Body(new ZodPipe(httpRoutes.sendCoFlowInvite.body)) body: BodyOf<'sendCoFlowInvite'>) {
    return this.rpc.request('flow.coflow.invites.send', { userId: user.userId, invite: body });
  }

  @Post('invites/:id/accept')
  @HttpCode(200)
  acceptInvite(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.rpc.request('flow.coflow.invites.accept', { userId: user.userId, inviteId: id.slice(0, 64) });
  }

  @Post('invites/:id/decline')
  @HttpCode(200)
  declineInvite(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.rpc.request('flow.coflow.invites.decline', { userId: user.userId, inviteId: id.slice(0, 64) });
  }

  @Get('connections')
  listConnections(@CurrentUser() user: AuthUser) {
    return this.rpc.request('flow.coflow.connections.list', { userId: user.userId });
  }

  @Delete('connections/:id')
  removeConnection(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.rpc.request('flow.coflow.connections.remove', { userId: user.userId, connectionId: id.slice(0, 64) });
  }

  @Get('connected-profiles')
  listConnectedProfiles(@CurrentUser() user: AuthUser) {
    return this.rpc.raw('flow.coflow.connected-profiles.list', { userId: user.userId });
  }

  @Get('connected-profiles/:userId')
  getConnectedProfile(@CurrentUser() user: AuthUser, @Param('userId') otherUserId: string) {
    return this.rpc.request('flow.coflow.connected-profiles.get', { userId: user.userId, otherUserId: otherUserId.slice(0, 64) });
  }

  @Get('manual-profiles')
  listManualProfiles(@CurrentUser() user: AuthUser) {
    return this.rpc.request('flow.coflow.manual-profiles.list', { userId: user.userId });
  }

  @Post('manual-profiles')
  createManualProfile(@CurrentUser() user: AuthUser, @Body(new ZodPipe(httpRoutes.createManualProfile.body)) body: BodyOf<'createManualProfile'>) {
    return this.rpc.request('flow.coflow.manual-profiles.create', { userId: user.userId, profile: body });
  }

  @Delete('manual-profiles/:id')
  deleteManualProfile(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.rpc.request('flow.coflow.manual-profiles.delete', { userId: user.userId, manualProfileId: id.slice(0, 64) });
  }

  @Get('alignment')
  async alignment(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(httpRoutes.getCoFlowAlignment.query)) query: QueryOf<'getCoFlowAlignment'>,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    const language = await this.languages.of(user.userId, acceptLanguage);
    return this.rpc.raw('flow.coflow.alignment', { userId: user.userId, query, language });
  }
}
