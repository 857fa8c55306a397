import {
  dismiss,
  getToasts,
  resetToasts,
  toast,
  TOAST_DURATION_MS,
  WARNING_TOAST_DURATION_MS,
} from '@/lib/toast';

describe('toast store', () => {
  beforeEach(() => resetToasts());

  it('keeps at most one toast: a new one replaces the previous', () => {
    toast({ title: 'Primero' });
    toast({ title: 'Segundo', variant: 'success' });
    const items = getToasts();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: 'Segundo', variant: 'success', open: true });
  });

  it('uses 5000 ms by default and 7000 ms for warnings, unless overridden', () => {
    toast({ title: 'A' });
    expect(getToasts()[0].duration).toBe(TOAST_DURATION_MS);
    expect(TOAST_DURATION_MS).toBe(5000);
    toast({ title: 'B', variant: 'warning' });
    expect(getToasts()[0].duration).toBe(WARNING_TOAST_DURATION_MS);
    expect(WARNING_TOAST_DURATION_MS).toBe(7000);
    toast({ title: 'C', variant: 'info', duration: 1234 });
    expect(getToasts()[0].duration).toBe(1234);
  });

  it('closes a dismissed toast and removes it after the exit delay', () => {
    vi.useFakeTimers();
    try {
      const { id } = toast({ title: 'Cerrar' });
      dismiss(id);
      expect(getToasts()[0].open).toBe(false);
      vi.advanceTimersByTime(1000);
      expect(getToasts()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
