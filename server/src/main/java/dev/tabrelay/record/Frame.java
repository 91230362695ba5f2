package dev.tabrelay.record;

/**
 * One captured frame: the screenshot taken after an action and what to draw on it.
 *
 * @param image         the screenshot as the browser encoded it (JPEG or PNG bytes)
 * @param label         a short description of the action ("click #send", "navigate /form")
 * @param kind          click, type, navigate, scroll or other: picks the overlay
 * @param x             where the action pointed, in viewport CSS pixels; NaN when unknown
 * @param y             see x
 * @param typed         the text typed, for a type action; null otherwise
 * @param viewportWidth the page's viewport width in CSS pixels, to map x/y onto the image
 */
public record Frame(byte[] image, String label, String kind, double x, double y, String typed, double viewportWidth) {
    public boolean hasPoint() {
        return !Double.isNaN(x) && !Double.isNaN(y);
    }
}
