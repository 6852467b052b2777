import { startTelemetry } from '@flow/platform/telemetry';

startTelemetry('daily-flow');
