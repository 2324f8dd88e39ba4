// jsdom has <dialog> but not its modal methods; this gives unit tests the parts the Popup relies on
// (open state, Escape's cancel event and the close event). Inertness and the top layer are checked in the browser (e2e).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    // A modal dialog sends a cancelable `cancel` on Escape and closes unless it is prevented.
    this.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !this.open) return;
      if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
    });
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
