/**
 * Typed failures with stable codes. Depends on nothing else in TabRelay; everything may use it.
 */
package dev.tabrelay.errors;
