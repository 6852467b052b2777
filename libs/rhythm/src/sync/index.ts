export * from './peak-window';
export * from './sync-score';
export * from './energy-type';
export * from './compatibility';
export * from './shared-windows';
