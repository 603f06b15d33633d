package io.github.boardrules.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * The tool's {@code --version}: the project version the build wrote into {@code build.properties}
 * (Maven resource filtering), so the tool never reports a version other than the one it was built as.
 */
final class BuildVersion implements IVersionProvider {
    private static final String RESOURCE = "build.properties";

    @Override
    public String[] getVersion() {
        return new String[] {"boardrules " + version()};
    }

    /**
     * The version the build wrote.
     *
     * @return the version, e.g. {@code 0.1.0}
     * @throws IllegalStateException when the build wrote none (a build without resource filtering)
     */
    static String version() {
        Properties properties = new Properties();
        try (InputStream in = BuildVersion.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the tool's class path");
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String version = properties.getProperty("version", "");
        if (version.isEmpty() || version.startsWith("${")) {
            throw new IllegalStateException(RESOURCE + " holds no version written by the build");
        }
        return version;
    }
}
