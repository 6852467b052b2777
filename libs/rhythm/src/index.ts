export * from './quick-add';
