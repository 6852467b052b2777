/**
 * `@flow/platform/migrate`: what a service's migration job needs (its database settings, the ORM and the
 * migrator), without the rest of the platform (NestJS, NATS, Redis, telemetry), which the job never runs:
 * loading the whole platform and service module cost each job about twice the CPU of its migrations.
 */
export { DatabaseEnv, loadConfig } from './config/config';
export { migrate, type OrmSettings } from './orm/orm';
