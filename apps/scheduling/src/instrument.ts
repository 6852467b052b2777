import { startTelemetry } from '@flow/platform/telemetry';

startTelemetry('scheduling');
