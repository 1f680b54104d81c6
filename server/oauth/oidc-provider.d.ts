/** The part of oidc-provider 9 (no types of its own) that the server and the test stand-ins use. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContext {
    req: IncomingMessage;
    method: string;
    path: string;
    status: number;
    type: string;
    body: unknown;
    host: string;
    cookies: {
      get(name: string, options?: { signed?: boolean }): string | undefined;
      set(name: string, value: string | null, options?: Record<string, unknown>): void;
    };
    oidc?: {
      route?: string;
      session?: { accountId?: string };
      client?: { clientId: string; clientName?: string; redirectUris?: string[] };
      body?: Record<string, unknown>;
    };
  }

  export interface InteractionDetails {
    uid: string;
    exp: number;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string; scope?: string; redirect_uri?: string };
    session?: { accountId: string; uid?: string; cookie?: string };
    grantId?: string;
    save(ttl: number): Promise<string>;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    getOIDCScope(): string;
    rejectOIDCScope(scope: string): void;
    save(): Promise<string>;
    destroy(): Promise<void>;
  }

  export interface Session {
    destroy(): Promise<void>;
  }

  export class Check {
    constructor(
      reason: string,
      description: string,
      error: string,
      check: (ctx: KoaContext) => boolean | Promise<boolean>,
    );
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
  }

  export interface Prompt {
    name: string;
    checks: Check[];
  }

  /** Some of the provider's OAuth errors: thrown inside its handlers, they are answered as such (400). */
  export const errors: {
    InvalidGrant: new (detail?: string) => Error;
    InvalidRequestUri: new (description?: string) => Error;
  };

  export const interactionPolicy: {
    Check: typeof Check;
    base(): Prompt[] & { get(name: string): Prompt | undefined };
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    Grant: typeof Grant;
    Session: { find(id: string): Promise<Session | undefined> };
    Client: { prototype: { compareClientSecret(this: { clientSecret: string }, actual: string): boolean } };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    on(event: string, listener: (...args: unknown[]) => void): void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
