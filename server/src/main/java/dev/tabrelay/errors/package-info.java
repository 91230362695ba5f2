/**
 * Typed failures with stable codes, and LogSafe for text from outside that goes into logs. Depends on nothing else in TabRelay; everything may use it.
 */
package dev.tabrelay.errors;
