/**
 * Wires a button that opens the side panel in this page's window. chrome.sidePanel.open needs
 * the click's user gesture, which an await before it would lose, so the window id is looked
 * up when the page loads and the call runs synchronously in the click.
 */
export function wireSidePanelButton(button: HTMLButtonElement): void {
  let windowId: number | undefined;
  void chrome.windows.getCurrent().then((w) => (windowId = w.id));
  button.addEventListener('click', () => {
    if (windowId === undefined) return;
    chrome.sidePanel.open({ windowId }).then(
      () => {
        // The popup has done its job once the panel is open; an options tab stays.
        if (document.body.dataset.closeAfterPanel === 'true') window.close();
      },
      () => undefined, // Chrome shows nothing to act on; the button stays usable
    );
  });
}
