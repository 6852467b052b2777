import { startTelemetry } from '@flow/platform/telemetry';

startTelemetry('gateway');
