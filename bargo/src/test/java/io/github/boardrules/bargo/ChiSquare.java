package io.github.boardrules.bargo;

/**
 * Pearson's chi-square goodness-of-fit test: the statistic of observed counts against expected
 * probabilities, and its p-value from the chi-square distribution, which is the regularized upper
 * incomplete gamma function {@code Q(df / 2, x / 2)} (series below {@code a + 1}, Lentz's continued
 * fraction above, as in Numerical Recipes §6.2).
 */
final class ChiSquare {
    private ChiSquare() {}

    /**
     * The p-value of observed counts under the expected probabilities.
     *
     * @param observed the count of each category
     * @param expected the probability of each category, summing to 1
     * @return the probability of a statistic at least this large if the counts follow {@code expected}
     */
    static double pValue(long[] observed, double[] expected) {
        long n = 0;
        for (long o : observed) {
            n += o;
        }
        double statistic = 0;
        for (int i = 0; i < observed.length; i++) {
            double e = n * expected[i];
            double d = observed[i] - e;
            statistic += d * d / e;
        }
        return upperGamma((observed.length - 1) / 2.0, statistic / 2);
    }

    /** The regularized upper incomplete gamma function Q(a, x). */
    static double upperGamma(double a, double x) {
        if (x <= 0) {
            return 1;
        }
        double logPrefix = -x + a * Math.log(x) - logGamma(a);
        if (x < a + 1) {
            double term = 1 / a;
            double sum = term;
            for (int n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
                term *= x / (a + n);
                sum += term;
            }
            return 1 - sum * Math.exp(logPrefix);
        }
        double tiny = 1e-300;
        double b = x + 1 - a;
        double c = 1 / tiny;
        double d = 1 / b;
        double h = d;
        for (int i = 1; i < 10_000; i++) {
            double an = -i * (i - a);
            b += 2;
            d = an * d + b;
            d = Math.abs(d) < tiny ? tiny : d;
            c = b + an / c;
            c = Math.abs(c) < tiny ? tiny : c;
            d = 1 / d;
            double delta = d * c;
            h *= delta;
            if (Math.abs(delta - 1) < 1e-15) {
                break;
            }
        }
        return Math.exp(logPrefix) * h;
    }

    /** ln Γ(a) for a > 0, by the Lanczos approximation (g = 7, nine coefficients). */
    private static double logGamma(double a) {
        double[] g = {
            0.99999999999980993,
            676.5203681218851,
            -1259.1392167224028,
            771.32342877765313,
            -176.61502916214059,
            12.507343278686905,
            -0.13857109526572012,
            9.9843695780195716e-6,
            1.5056327351493116e-7
        };
        if (a < 0.5) {
            return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * a))) - logGamma(1 - a);
        }
        double z = a - 1;
        double sum = g[0];
        for (int i = 1; i < 9; i++) {
            sum += g[i] / (z + i);
        }
        double t = z + 7.5;
        return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
    }
}
