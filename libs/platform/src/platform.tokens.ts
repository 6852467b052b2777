/** Injection tokens of the platform's building blocks. */
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const REDIS = Symbol('REDIS');
export const LOGGER = Symbol('LOGGER');
export const SERVICE_ENV = Symbol('SERVICE_ENV');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
