import { startTelemetry } from '@flow/platform/telemetry';

startTelemetry('co-flow');
