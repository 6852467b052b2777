export * from './expand';
export * from './describe';
