/**
 * @flow/rhythm: the pure rhythm engine (no I/O, no clock reads: pass `now`), shared by the services and
 * the web app. One line per module.
 */
export * from './constants';
export * from './time';
export * from './blueprint';
export * from './day-context';
export * from './planet-themes';
export * from './energy-styles';
export * from './day-plan';
export * from './blocks';
export * from './alignment';
export * from './merge';
export * from './current';
export * from './score';
export * from './slots';
export * from './week';
export * from './guidance';
export * from './vedic-influences';
export * from './flow';
export * from './quick-add';
export * from './sync';
export * from './place-of-day';
export * from './learning';
export * from './recurrence';
export * from './notifications';
export * from './planned-notifications';
export * from './peak-protection';
export * from './day-model';
