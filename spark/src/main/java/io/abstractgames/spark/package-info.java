/**
 * Runs beyond one machine on Apache Spark (see {@code docs/scale.md}): distributed perft
 * ({@link io.abstractgames.spark.SparkPerft}), distributed matches
 * ({@link io.abstractgames.spark.SparkMatch}) and the command line that runs them in local mode or
 * under {@code spark-submit} ({@link io.abstractgames.spark.SparkMain}).
 *
 * <p>Spark is a provided dependency: the job jar holds the engines and this package, and the
 * cluster supplies Spark. No library module of abstract-games depends on Spark.
 */
package io.abstractgames.spark;
