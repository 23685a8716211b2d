package io.abstractgames.benchmarks.compare;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Reads the measurements of a JMH result file written with {@code -rf json}. */
final class JmhJson {

    private static final String PACKAGE_PREFIX = "io.abstractgames.benchmarks.";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private JmhJson() {}

    /**
     * The measurements of the file: for each benchmark and parameter set, its primary metric and
     * each secondary metric, in the file's order.
     *
     * @throws IOException if the file cannot be read or is not a JMH result array
     */
    static List<Measurement> read(Path file) throws IOException {
        JsonNode root = MAPPER.readTree(file.toFile());
        if (root == null || !root.isArray()) {
            throw new IOException(file + " is not a JMH result file (expected a JSON array)");
        }
        List<Measurement> measurements = new ArrayList<>();
        for (JsonNode run : root) {
            String benchmark = text(run, "benchmark", file);
            if (benchmark.startsWith(PACKAGE_PREFIX)) {
                benchmark = benchmark.substring(PACKAGE_PREFIX.length());
            }
            boolean higherIsBetter = "thrpt".equals(text(run, "mode", file));
            String params = params(run.get("params"));
            measurements.add(metric(benchmark, params, higherIsBetter, run.get("primaryMetric"), file));
            JsonNode secondary = run.get("secondaryMetrics");
            if (secondary != null) {
                Iterator<Map.Entry<String, JsonNode>> fields = secondary.fields();
                while (fields.hasNext()) {
                    Map.Entry<String, JsonNode> field = fields.next();
                    measurements.add(metric(benchmark + ":" + field.getKey(), params, higherIsBetter, field.getValue(), file));
                }
            }
        }
        return measurements;
    }

    private static Measurement metric(String name, String params, boolean higherIsBetter, JsonNode metric, Path file)
            throws IOException {
        if (metric == null || !metric.path("score").isNumber()) {
            throw new IOException(file + ": " + name + " has no numeric score");
        }
        String key = params.isEmpty() ? name : name + " " + params;
        return new Measurement(key, higherIsBetter, metric.get("score").asDouble(), metric.path("scoreUnit").asText("?"));
    }

    private static String params(JsonNode params) {
        if (params == null || !params.isObject()) {
            return "";
        }
        Map<String, String> sorted = new TreeMap<>();
        params.fields().forEachRemaining(e -> sorted.put(e.getKey(), e.getValue().asText()));
        StringBuilder text = new StringBuilder();
        sorted.forEach((k, v) -> text.append(text.length() == 0 ? "" : " ").append(k).append('=').append(v));
        return text.toString();
    }

    private static String text(JsonNode run, String field, Path file) throws IOException {
        JsonNode value = run.get(field);
        if (value == null || !value.isTextual()) {
            throw new IOException(file + ": a result without '" + field + "'");
        }
        return value.asText();
    }
}
