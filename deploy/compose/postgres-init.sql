-- First start of the compose PostgreSQL: one database per service that owns data.
-- (On Kubernetes, CloudNativePG creates them: k8s/base/postgres/.)
CREATE DATABASE flow_identity;
CREATE DATABASE flow_profile_chart;
CREATE DATABASE flow_daily_flow;
CREATE DATABASE flow_scheduling;
CREATE DATABASE flow_calendar_sync;
CREATE DATABASE flow_co_flow;
