import { describe, expect, it } from 'vitest';
import { filterItems, groupItemsByCategory } from './menu';

const food = { mrp: null, pack: '', stock_count: null, max_per_order: null };
const items = [
  { id: 1, name: 'Veggie Supreme', category: 'Pizzas', price: 39900, is_available: true, ...food },
  { id: 2, name: 'Crème Brûlée', category: 'Desserts', price: 19900, is_available: false, ...food },
  { id: 3, name: 'Margherita', category: 'Pizzas', price: 29900, is_available: true, ...food },
];

describe('menu search', () => {
  it('matches every word in the name or category, ignoring case and accents', () => {
    expect(filterItems(items, 'creme').map((item) => item.id)).toEqual([2]);
    expect(filterItems(items, 'PIZZA veg').map((item) => item.id)).toEqual([1]);
    expect(filterItems(items, '  ').map((item) => item.id)).toEqual([1, 2, 3]);
    expect(filterItems(items, 'sushi')).toEqual([]);
  });

  it('groups items under their categories in menu order', () => {
    expect(groupItemsByCategory(items).map(([category, list]) => [category, list.length])).toEqual([
      ['Pizzas', 2],
      ['Desserts', 1],
    ]);
  });
});
