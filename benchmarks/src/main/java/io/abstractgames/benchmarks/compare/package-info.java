/**
 * The comparison of two builds by their JMH benchmarks ({@code docs/benchmarks.md}):
 * {@link io.abstractgames.benchmarks.compare.CompareMain} runs the chosen benchmarks of two
 * benchmark jars, or of two commits each built in a clone of its own, one fork at a time in turns
 * (A B A B ...), pairs the forks, and prints for every benchmark the median ratio of B's speed to
 * A's with a bootstrap interval. A ratio whose interval lies wholly below 0.97 is a regression
 * by the project's rule.
 */
package io.abstractgames.benchmarks.compare;
