// An in-page question with two answers (a modal <dialog>, not window.confirm): the safe answer
// has the focus, Escape gives it too, and the focus goes back to where it was.

const $ = (id) => document.getElementById(id);

/**
 * Asks a question; calls `onYes` only when the person chooses the `yes` answer.
 * @param {{title: string, text: string, yes: string, no: string}} question the words, as text
 * @param {function()} onYes what the yes answer does
 */
export function ask(question, onYes) {
  const dialog = $('confirm-dialog');
  if (dialog.open) {
    return;
  }
  const back = document.activeElement;
  $('confirm-title').textContent = question.title;
  $('confirm-text').textContent = question.text;
  $('confirm-yes').textContent = question.yes;
  $('confirm-no').textContent = question.no;
  const yes = () => dialog.close('yes');
  const no = () => dialog.close('no');
  $('confirm-yes').addEventListener('click', yes);
  $('confirm-no').addEventListener('click', no);
  dialog.addEventListener('close', () => {
    $('confirm-yes').removeEventListener('click', yes);
    $('confirm-no').removeEventListener('click', no);
    document.body.removeAttribute('data-confirm');
    const chosen = dialog.returnValue === 'yes';
    dialog.returnValue = '';
    if (back && back.isConnected && !back.closest('[hidden]')) {
      back.focus({ preventScroll: true });
    }
    if (chosen) {
      onYes();
    }
  }, { once: true });
  dialog.returnValue = '';
  dialog.showModal();
  document.body.setAttribute('data-confirm', 'open');
  $('confirm-no').focus();
}

/** Closes an open question as if the safe answer were chosen (what it asked about has changed). */
export function dismiss() {
  const dialog = $('confirm-dialog');
  if (dialog.open) {
    dialog.close('no');
  }
}
