/**
 * The command line (picocli): serve, stdio, launch, connect-string, status. Depends on
 * {@code daemon}, {@code launch}, {@code stdio} and {@code config}.
 */
package dev.tabrelay.cli;
