import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { AuthService } from './auth.service';
import { EmailConfirmationService } from './email-confirmation.service';
import { ProviderSignInService } from './provider-sign-in.service';
import { PasswordService } from './password.service';
import { SessionService } from './session.service';
import { TokenService } from './token.service';

/** NATS request-reply for identity: payloads arrive validated; each handler delegates. */
@Controller()
export class IdentityHandlers {
  constructor(
    private readonly auth: AuthService,
    private readonly passwords: PasswordService,
    private readonly confirmation: EmailConfirmationService,
    private readonly sessions: SessionService,
    private readonly tokens: TokenService,
    private readonly providers: ProviderSignInService,
  ) {}

  @RpcHandler('flow.identity.signup')
  signUp(@Payload() body: RpcPayload<'flow.identity.signup'>) {
    return this.auth.signUp(body);
  }

  @RpcHandler('flow.identity.signin')
  signIn(@Payload() body: RpcPayload<'flow.identity.signin'>) {
    const { client, ...credentials } = body;
    return this.auth.signIn(credentials, client);
  }

  @RpcHandler('flow.identity.refresh')
  refresh(@Payload() body: RpcPayload<'flow.identity.refresh'>) {
    return this.sessions.refresh(body.refreshToken, body.client);
  }

  @RpcHandler('flow.identity.signout')
  async signOut(@Payload() body: RpcPayload<'flow.identity.signout'>) {
    await this.sessions.signOut(body.userId, body.sessionId, body.scope);
    return { ok: true as const };
  }

  @RpcHandler('flow.identity.user.get')
  getUser(@Payload() body: RpcPayload<'flow.identity.user.get'>) {
    return this.auth.getUser(body.userId);
  }

  @RpcHandler('flow.identity.user.update')
  updateUser(@Payload() body: RpcPayload<'flow.identity.user.update'>) {
    return this.passwords.change(body);
  }

  @RpcHandler('flow.identity.user.privacy')
  updatePrivacy(@Payload() body: RpcPayload<'flow.identity.user.privacy'>) {
    return this.auth.updatePrivacy(body.userId, body.findableByEmail);
  }

  @RpcHandler('flow.identity.recover')
  recover(@Payload() body: RpcPayload<'flow.identity.recover'>) {
    this.passwords.recover(body.email);
    return { ok: true as const };
  }

  @RpcHandler('flow.identity.recover.verify')
  verifyRecovery(@Payload() body: RpcPayload<'flow.identity.recover.verify'>) {
    return this.passwords.verifyRecovery(body.token);
  }

  @RpcHandler('flow.identity.email.confirm')
  async confirmEmail(@Payload() body: RpcPayload<'flow.identity.email.confirm'>) {
    await this.confirmation.confirm(body.token);
    return { ok: true as const };
  }

  @RpcHandler('flow.identity.email.resend')
  async resendConfirmation(@Payload() body: RpcPayload<'flow.identity.email.resend'>) {
    await this.confirmation.resend(body.userId);
    return { ok: true as const };
  }

  @RpcHandler('flow.identity.sessions.active')
  async sessionActive(@Payload() body: RpcPayload<'flow.identity.sessions.active'>) {
    return { active: await this.sessions.isActive(body.sessionId) };
  }

  @RpcHandler('flow.identity.jwks')
  jwks() {
    return this.tokens.jwks();
  }

  @RpcHandler('flow.identity.google.start')
  googleStart(@Payload() body: RpcPayload<'flow.identity.google.start'>) {
    return this.providers.start('google', body.redirectUri);
  }

  @RpcHandler('flow.identity.google.callback')
  googleCallback(@Payload() body: RpcPayload<'flow.identity.google.callback'>) {
    return this.providers.callback('google', body.code, body.state, body.redirectUri, body.language);
  }

  @RpcHandler('flow.identity.microsoft.start')
  microsoftStart(@Payload() body: RpcPayload<'flow.identity.microsoft.start'>) {
    return this.providers.start('microsoft', body.redirectUri);
  }

  @RpcHandler('flow.identity.microsoft.callback')
  microsoftCallback(@Payload() body: RpcPayload<'flow.identity.microsoft.callback'>) {
    return this.providers.callback('microsoft', body.code, body.state, body.redirectUri, body.language);
  }

  @RpcHandler('flow.identity.users.search')
  search(@Payload() body: RpcPayload<'flow.identity.users.search'>) {
    return this.auth.searchByEmailPrefix(body.emailPrefix, body.limit);
  }

  @RpcHandler('flow.identity.users.byIds')
  byIds(@Payload() body: RpcPayload<'flow.identity.users.byIds'>) {
    return this.auth.byIds(body.ids);
  }

  @RpcHandler('flow.identity.users.byEmail')
  byEmail(@Payload() body: RpcPayload<'flow.identity.users.byEmail'>) {
    return this.auth.byEmail(body.email);
  }
}
