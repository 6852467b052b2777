import { Injectable } from '@nestjs/common';
import type { Language, Session } from '@flow/contracts';
import { OutboxRelay } from '@flow/platform';
import type { z } from 'zod';
import { GoogleSignInService } from './google.service';
import { MicrosoftSignInService } from './microsoft.service';
import { OidcClients } from './oidc-clients';

/** What a provider's sign-in says for itself: the ID token claims it reads, and whom they sign in. */
export interface ProviderSignInRules<C> {
  readonly Claims: z.ZodType<C>;
  /** `browserLanguage`: a new account's language when the claims name none FLOW speaks. */
  signInWith(claims: C, browserLanguage?: Language): Promise<Session>;
}

type Provider = 'google' | 'microsoft';

/** Sign in with Google or Microsoft: the OpenID Connect flow (OidcClients), then the provider's rules. */
@Injectable()
export class ProviderSignInService {
  constructor(
    private readonly clients: OidcClients,
    private readonly relay: OutboxRelay,
    private readonly google: GoogleSignInService,
    private readonly microsoft: MicrosoftSignInService,
  ) {}

  start(provider: Provider, redirectUri: string): Promise<{ authUrl: string }> {
    return this.clients[provider].start(redirectUri);
  }

  async callback(provider: Provider, code: string, state: string, redirectUri: string, browserLanguage?: Language): Promise<Session> {
    const finish = <C>(rules: ProviderSignInRules<C>) =>
      this.clients[provider].finish(code, state, redirectUri, rules.Claims).then((c) => rules.signInWith(c, browserLanguage));
    const session = await (provider === 'google' ? finish(this.google) : finish(this.microsoft));
    // The sign-in's outbox rows (a new person, a link) go out now rather than at the relay's next poll.
    this.relay.kick();
    return session;
  }
}
