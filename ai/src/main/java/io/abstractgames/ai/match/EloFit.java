package io.abstractgames.ai.match;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Ratings on one Elo scale from the results of many pairings (a round-robin of levels, say), fitted
 * by maximum likelihood with a prior, in the manner of Bayeselo.
 *
 * <p>The model: player {@code i} scores against {@code j} with probability
 * {@code 1 / (1 + 10^((R_j - R_i) / 400))}, a draw counting half a win and half a loss. The prior
 * adds {@link #PRIOR_DRAWS} virtual draws to every pair that met, so that a pair with a 100-0
 * result still gets a finite difference. Ratings are shifted so that the anchor player is at 0.
 * The 95% intervals come from the curvature of the log-likelihood at its maximum (the inverse of
 * the Fisher information, with the anchor held fixed): {@link Rating#lower()} and
 * {@link Rating#upper()} bound a player's rating, {@link Ratings#difference(String, String)} bounds
 * the gap between two players.
 *
 * <p>With three players a game is counted as pairings: the winner beat each of the others, and the
 * others drew with each other; a drawn game is a draw between every pair.
 *
 * <p>Not thread-safe while results are added; the fitted {@link Ratings} are immutable.
 */
public final class EloFit {

    /** Virtual draws added to every pair of players that met. */
    public static final double PRIOR_DRAWS = 2.0;

    private static final double Z95 = MatchStatistics.Z95;
    private static final double SCALE = 400 / Math.log(10);

    private final Map<String, Integer> index = new LinkedHashMap<>();
    private final List<double[]> pairs = new ArrayList<>();

    /** Creates an empty fit. */
    public EloFit() {}

    /**
     * Adds the results of games between two players.
     *
     * @param a one player's name
     * @param b the other player's name, not {@code a}
     * @param tally {@code a}'s wins, draws and losses against {@code b}
     * @return this fit
     * @throws IllegalArgumentException if {@code a} equals {@code b}
     */
    public EloFit add(String a, String b, Tally tally) {
        Objects.requireNonNull(tally, "tally");
        return add(a, b, tally.wins() + tally.draws() / 2.0, tally.games());
    }

    /**
     * Adds games between two players by their total score.
     *
     * @param a one player's name
     * @param b the other player's name, not {@code a}
     * @param scoreOfA {@code a}'s points (a win 1, a draw 1/2), 0 to {@code games}
     * @param games the number of games, 0 or more
     * @return this fit
     * @throws IllegalArgumentException if {@code a} equals {@code b} or the numbers are out of range
     */
    public EloFit add(String a, String b, double scoreOfA, int games) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        if (a.equals(b)) {
            throw new IllegalArgumentException("a player cannot be rated against itself: " + a);
        }
        if (games < 0 || !(scoreOfA >= 0 && scoreOfA <= games)) {
            throw new IllegalArgumentException("score " + scoreOfA + " in " + games + " games is out of range");
        }
        int i = id(a);
        int j = id(b);
        pairs.add(new double[] {i, j, scoreOfA, games});
        return this;
    }

    /**
     * Adds one finished game of two or three players.
     *
     * @param players the name of the player in each seat
     * @param winner the winning seat, or -1 for a draw
     * @return this fit
     * @throws IllegalArgumentException if fewer than two seats are given, a name repeats, or the
     *     winner is out of range
     */
    public EloFit addGame(List<String> players, int winner) {
        int n = players.size();
        if (n < 2 || winner < -1 || winner >= n) {
            throw new IllegalArgumentException("a game of " + n + " players won by seat " + winner);
        }
        for (int s = 0; s < n; s++) {
            for (int t = s + 1; t < n; t++) {
                double score = winner == s ? 1 : winner == t ? 0 : 0.5;
                add(players.get(s), players.get(t), score, 1);
            }
        }
        return this;
    }

    private int id(String name) {
        return index.computeIfAbsent(name, k -> index.size());
    }

    /**
     * Fits the ratings.
     *
     * @param anchor the player placed at 0 (e.g. the random level)
     * @return the ratings of every player added, in the order they first appeared
     * @throws IllegalArgumentException if the anchor never played, or some players are not linked
     *     to the anchor by any chain of games (the message names them)
     */
    public Ratings fit(String anchor) {
        Integer a = index.get(anchor);
        if (a == null) {
            throw new IllegalArgumentException("the anchor " + anchor + " played no game");
        }
        int n = index.size();
        // Pairwise games and scores, with the prior's virtual draws.
        double[][] games = new double[n][n];
        double[][] score = new double[n][n];
        for (double[] p : pairs) {
            int i = (int) p[0];
            int j = (int) p[1];
            games[i][j] += p[3];
            games[j][i] += p[3];
            score[i][j] += p[2];
            score[j][i] += p[3] - p[2];
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i != j && games[i][j] > 0) {
                    games[i][j] += PRIOR_DRAWS;
                    score[i][j] += PRIOR_DRAWS / 2;
                }
            }
        }
        checkConnected(games, a, anchor);
        // Minorisation-maximisation for the Bradley-Terry strengths (Hunter 2004).
        double[] gamma = new double[n];
        java.util.Arrays.fill(gamma, 1.0);
        for (int iter = 0; iter < 100_000; iter++) {
            double change = 0;
            for (int i = 0; i < n; i++) {
                double w = 0;
                double d = 0;
                for (int j = 0; j < n; j++) {
                    if (games[i][j] > 0) {
                        w += score[i][j];
                        d += games[i][j] / (gamma[i] + gamma[j]);
                    }
                }
                if (d > 0) {
                    double g = Math.max(w / d, 1e-300);
                    change = Math.max(change, Math.abs(Math.log(g / gamma[i])));
                    gamma[i] = g;
                }
            }
            double norm = gamma[a];
            for (int i = 0; i < n; i++) {
                gamma[i] /= norm;
            }
            if (change < 1e-12) {
                break;
            }
        }
        double[] theta = new double[n];
        for (int i = 0; i < n; i++) {
            theta[i] = Math.log(gamma[i]);
        }
        // Fisher information in the natural-log strengths; the anchor's row and column removed.
        double[][] info = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i != j && games[i][j] > 0) {
                    double p = 1 / (1 + Math.exp(theta[j] - theta[i]));
                    double v = games[i][j] * p * (1 - p);
                    info[i][i] += v;
                    info[i][j] -= v;
                }
            }
        }
        double[][] cov = invertWithout(info, a);
        List<String> names = new ArrayList<>(index.keySet());
        List<Rating> ratings = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            double elo = theta[i] * SCALE;
            double sd = Math.sqrt(Math.max(0, cov[i][i])) * SCALE;
            ratings.add(new Rating(names.get(i), elo, elo - Z95 * sd, elo + Z95 * sd));
        }
        double[][] covElo = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                covElo[i][j] = cov[i][j] * SCALE * SCALE;
            }
        }
        return new Ratings(ratings, covElo);
    }

    /**
     * Checks that every player is linked to the anchor by a chain of games: a pool that never met
     * the anchor's pool has no place on its scale.
     */
    private void checkConnected(double[][] games, int anchor, String anchorName) {
        int n = games.length;
        boolean[] reached = new boolean[n];
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        reached[anchor] = true;
        queue.add(anchor);
        while (!queue.isEmpty()) {
            int i = queue.poll();
            for (int j = 0; j < n; j++) {
                if (!reached[j] && games[i][j] > 0) {
                    reached[j] = true;
                    queue.add(j);
                }
            }
        }
        List<String> apart = new ArrayList<>();
        for (Map.Entry<String, Integer> e : index.entrySet()) {
            if (!reached[e.getValue()]) {
                apart.add(e.getKey());
            }
        }
        if (!apart.isEmpty()) {
            throw new IllegalArgumentException("the players do not form one connected pool; rate each pool apart: "
                    + String.join(", ", apart) + " met no player of the anchor " + anchorName + "'s pool");
        }
    }

    /** The inverse of {@code m} without row and column {@code skip}, padded back with zeros there. */
    private static double[][] invertWithout(double[][] m, int skip) {
        int n = m.length;
        int k = n - 1;
        double[][] a = new double[k][2 * k];
        for (int i = 0, r = 0; i < n; i++) {
            if (i == skip) {
                continue;
            }
            for (int j = 0, c = 0; j < n; j++) {
                if (j == skip) {
                    continue;
                }
                a[r][c++] = m[i][j];
            }
            a[r][k + r] = 1;
            r++;
        }
        for (int col = 0; col < k; col++) {
            int pivot = col;
            for (int r = col + 1; r < k; r++) {
                if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) {
                    pivot = r;
                }
            }
            double[] t = a[col];
            a[col] = a[pivot];
            a[pivot] = t;
            double p = a[col][col];
            if (Math.abs(p) < 1e-300) {
                throw new IllegalArgumentException("the players do not form one connected pool; rate each pool apart");
            }
            for (int c = 0; c < 2 * k; c++) {
                a[col][c] /= p;
            }
            for (int r = 0; r < k; r++) {
                if (r != col && a[r][col] != 0) {
                    double f = a[r][col];
                    for (int c = 0; c < 2 * k; c++) {
                        a[r][c] -= f * a[col][c];
                    }
                }
            }
        }
        double[][] inv = new double[n][n];
        for (int i = 0, r = 0; i < n; i++) {
            if (i == skip) {
                continue;
            }
            for (int j = 0, c = 0; j < n; j++) {
                if (j == skip) {
                    continue;
                }
                inv[i][j] = a[r][k + c++];
            }
            r++;
        }
        return inv;
    }

    /**
     * One player's rating.
     *
     * @param name the player's name
     * @param elo the rating in Elo, the anchor at 0
     * @param lower the lower end of its 95% interval
     * @param upper the upper end of its 95% interval
     */
    public record Rating(String name, double elo, double lower, double upper) {}

    /** The fitted ratings, with the covariance needed for intervals of differences. */
    public static final class Ratings {
        private final List<Rating> list;
        private final double[][] covariance;

        private Ratings(List<Rating> list, double[][] covariance) {
            this.list = List.copyOf(list);
            this.covariance = covariance;
        }

        /**
         * Every player's rating.
         *
         * @return the ratings, in the order the players first appeared
         */
        public List<Rating> all() {
            return list;
        }

        /**
         * One player's rating.
         *
         * @param name the player's name
         * @return the rating
         * @throws IllegalArgumentException if the player is not rated
         */
        public Rating of(String name) {
            return list.get(indexOf(name));
        }

        /**
         * The rating difference {@code a - b} with its 95% interval.
         *
         * @param a one player
         * @param b another player
         * @return the difference in Elo and its interval
         * @throws IllegalArgumentException if either player is not rated
         */
        public Estimate difference(String a, String b) {
            int i = indexOf(a);
            int j = indexOf(b);
            double d = list.get(i).elo() - list.get(j).elo();
            double var = covariance[i][i] + covariance[j][j] - 2 * covariance[i][j];
            double m = Z95 * Math.sqrt(Math.max(0, var));
            return new Estimate(d, d - m, d + m);
        }

        private int indexOf(String name) {
            for (int i = 0; i < list.size(); i++) {
                if (list.get(i).name().equals(name)) {
                    return i;
                }
            }
            throw new IllegalArgumentException("no rating for " + name);
        }
    }
}
