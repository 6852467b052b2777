# The OpenTelemetry Collector (contrib) on busybox: the official image is FROM scratch, which
# leaves a container health check nothing to run. The collector is a static Go binary.
ARG OTELCOL_IMAGE=otel/opentelemetry-collector-contrib:0.135.0
FROM ${OTELCOL_IMAGE} AS otelcol

FROM busybox:1.37-musl
COPY --from=otelcol /otelcol-contrib /otelcol-contrib
USER 10001
EXPOSE 4317 4318 13133
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:13133/"]
ENTRYPOINT ["/otelcol-contrib"]
CMD ["--config=/etc/otelcol/config.yaml"]
