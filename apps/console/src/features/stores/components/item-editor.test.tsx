import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ItemEditor } from './item-editor';

afterEach(cleanup);

const milk = {
  id: 9,
  name: 'Toned Milk',
  category: 'Dairy',
  price: 2700,
  is_available: true,
  mrp: 3000,
  pack: '500 ml',
  stock_count: 12,
  max_per_order: 4,
};

describe('item editor', () => {
  it('checks MRP and pack as the server does, then saves minor units', () => {
    const onSave = vi.fn();
    render(
      <ItemEditor
        item={milk}
        isGrocery
        isPending={false}
        error={null}
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('MRP (optional)'), { target: { value: '20' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'The MRP must be above the price, or empty.',
    );
    expect(save.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('MRP (optional)'), { target: { value: '32.50' } });
    fireEvent.change(screen.getByLabelText('Pack unit'), { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toMatch(/pack size needs/);
    fireEvent.change(screen.getByLabelText('Pack unit'), { target: { value: 'l' } });
    fireEvent.change(screen.getByLabelText('Pack size'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '29.90' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({
      itemId: 9,
      price: 2990,
      mrp: 3250,
      packQuantity: 1,
      packUnit: 'l',
      maxPerOrder: 4,
    });
  });
});
