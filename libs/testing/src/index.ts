export * from './test-env';
export * from './expect-eventually';
export * from './http-client';
export * from './stack';
export * from './calendar-standins';
export * from './private-stack';
export * from './mail';
export * from './push-standin';
