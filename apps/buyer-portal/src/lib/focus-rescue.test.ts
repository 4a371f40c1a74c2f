// @vitest-environment jsdom

import { afterEach, describe, expect, it } from 'vitest';
import { watchFocusRescue } from './focus-rescue.ts';

/** A page: a heading, a row whose DONE becomes EDIT, and a save bar that goes away once saved. */
function page() {
  document.body.innerHTML = `
    <main id="main">
      <h1>Order # PX1</h1>
      <div id="row"><span>Item</span><button id="done">DONE</button></div>
      <div id="bar"><button id="save">SAVE CHANGES</button></div>
      <button id="other">Other</button>
    </main>`;
  const main = document.getElementById('main')!;
  return { main, stop: watchFocusRescue(main) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('watchFocusRescue', () => {
  it('a pressed control replaced in its row: the focus goes to the row’s new control, not the body', async () => {
    const p = page();
    stop = p.stop;
    const done = document.getElementById('done')!;
    done.focus();
    done.addEventListener('click', () => {
      const edit = document.createElement('button');
      edit.id = 'edit';
      edit.textContent = 'EDIT';
      done.replaceWith(edit);
    });
    done.click();
    await flush();
    expect(document.activeElement?.id).toBe('edit');
  });

  it('a pressed control whose whole part of the page goes (later, after a save): the focus goes to the heading', async () => {
    const p = page();
    stop = p.stop;
    const save = document.getElementById('save')!;
    save.focus();
    save.click();
    await flush();
    document.getElementById('bar')!.remove();
    await flush();
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('leaves the focus alone when something else took it, or when the control stays', async () => {
    const p = page();
    stop = p.stop;
    const done = document.getElementById('done')!;
    done.focus();
    done.addEventListener('click', () => {
      document.getElementById('other')!.focus();
      done.remove();
    });
    done.click();
    await flush();
    expect(document.activeElement?.id).toBe('other');
    const save = document.getElementById('save')!;
    save.focus();
    save.click();
    document.getElementById('main')!.append(document.createElement('p'));
    await flush();
    expect(document.activeElement?.id).toBe('save');
  });
});
