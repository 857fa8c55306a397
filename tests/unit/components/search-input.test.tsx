import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SearchInput } from '@/components/data-table/search-input';

describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the search 300 ms after the last keystroke, once', () => {
    const onChange = vi.fn();
    render(<SearchInput value="" onChange={onChange} label="Buscar cursos" />);
    const box = screen.getByRole('searchbox', { name: 'Buscar cursos' });
    fireEvent.change(box, { target: { value: 'seg' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'segu' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('segu');
  });

  it('applies what was typed as soon as the field loses focus, and not again later', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SearchInput value="" onChange={onChange} label="Buscar cursos" />);
    const box = screen.getByRole('searchbox', { name: 'Buscar cursos' });
    fireEvent.change(box, { target: { value: 'curso' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenCalledWith('curso');
    // The list puts the search in the URL, so the field's value comes back as the applied one.
    rerender(<SearchInput value="curso" onChange={onChange} label="Buscar cursos" />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does nothing on leaving the field when nothing new was typed', () => {
    const onChange = vi.fn();
    render(<SearchInput value="curso" onChange={onChange} label="Buscar cursos" />);
    fireEvent.blur(screen.getByRole('searchbox', { name: 'Buscar cursos' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });
});
