// The browser's "save file" (file-saver's saveAs) is the edge of every download: tests/setup/unit.ts fakes
// it once for every component test with this spy, so a test reads what would have been saved from its
// calls. resetKit() clears it before each test.
import { vi } from 'vitest';

export const saved = { saveAs: vi.fn() };
