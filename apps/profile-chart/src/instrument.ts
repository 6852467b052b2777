import { startTelemetry } from '@flow/platform/telemetry';

startTelemetry('profile-chart');
