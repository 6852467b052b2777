export * from './energy-curve';
export * from './learned-rhythm';
export * from './checkins';
export * from './learned-day';
