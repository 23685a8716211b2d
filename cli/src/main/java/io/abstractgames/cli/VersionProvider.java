package io.abstractgames.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * The text of {@code --version}: the program name and the project version, read from the resource
 * {@code version.properties} that the build fills in.
 */
final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {"abstract-games " + version()};
    }

    /**
     * The project version, e.g. {@code 0.1.0-SNAPSHOT}.
     *
     * @return the version, or {@code unknown} when the resource is missing
     */
    static String version() {
        try (InputStream in = VersionProvider.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "unknown");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
