// The browser's save picker (File System Access API), faked: every writable opened on the chosen file is
// recorded (what reached it, and whether it was aborted or closed). Undo with restoreSavePicker().
import { vi } from 'vitest';

export interface PickedFile {
  chunks: Uint8Array[];
  aborted: boolean;
  closed: boolean;
}

export function fakeSavePicker() {
  const files: PickedFile[] = [];
  const createWritable = vi.fn(async () => {
    const file: PickedFile = { chunks: [], aborted: false, closed: false };
    files.push(file);
    return new WritableStream<Uint8Array>({
      write: (chunk) => void file.chunks.push(chunk),
      abort: () => void (file.aborted = true),
      close: () => void (file.closed = true),
    });
  });
  const picker = vi.fn(async () => ({ createWritable }));
  Object.assign(window, { showSaveFilePicker: picker });
  // A person answers the picker (under automation the portal does not ask).
  vi.stubGlobal('navigator', { ...navigator, webdriver: false });
  return { files, createWritable, picker };
}

export function restoreSavePicker() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'showSaveFilePicker');
}
