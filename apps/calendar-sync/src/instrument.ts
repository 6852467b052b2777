import { startTelemetry } from '@flow/platform/telemetry';

startTelemetry('calendar-sync');
