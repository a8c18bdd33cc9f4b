import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FacetedFilter, facetTexts } from '@logistics/shared/ui/faceted-filter';

const options = [
  { value: 'pending', label: 'Pending' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
];

function Harness({ onChange }: { onChange: (values: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <FacetedFilter
      field="status"
      label="Status"
      options={options}
      selected={selected}
      counts={{ pending: 4, delivered: 12, cancelled: 0 }}
      onChange={(change) =>
        setSelected((current) => {
          const values = typeof change === 'function' ? change(current) : change;
          onChange(values);
          return values;
        })
      }
    />
  );
}

describe('FacetedFilter', () => {
  it('lists the options with their counts and picks several', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    const pending = screen.getByRole('option', { name: /Pending/ });
    expect(pending).toHaveTextContent('4');
    expect(screen.getByRole('option', { name: /Delivered/ })).toHaveTextContent('12');
    expect(screen.getByRole('option', { name: /Cancelled/ })).toHaveTextContent('0');
    fireEvent.click(pending);
    fireEvent.click(screen.getByRole('option', { name: /Delivered/ }));
    expect(onChange).toHaveBeenLastCalledWith(['pending', 'delivered']);
    expect(screen.getByRole('option', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
    // The chosen options show on the button.
    expect(screen.getByRole('button', { name: /Status.*Pending.*Delivered/ })).toBeInTheDocument();
  });

  it("says 'No results found.' when the search matches no option", () => {
    render(<Harness onChange={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    fireEvent.change(screen.getByPlaceholderText('Status'), { target: { value: 'zzz' } });
    expect(screen.getByText(facetTexts.noResults)).toBeInTheDocument();
    expect(screen.getByText('No results found.')).toBeInTheDocument();
  });

  it("offers 'Clear filters' once something is chosen", () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    expect(screen.queryByText('Clear filters')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: /Cancelled/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('adds up two clicks made before the filter is drawn again with the first', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    // One act: React draws nothing until both clicks are in, as when the page is busy and the chosen values come
    // back through the URL in a transition.
    act(() => {
      fireEvent.click(screen.getByRole('option', { name: /Pending/ }));
      fireEvent.click(screen.getByRole('option', { name: /Cancelled/ }));
    });
    expect(onChange).toHaveBeenLastCalledWith(['pending', 'cancelled']);
    expect(screen.getByRole('option', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: /Cancelled/ })).toHaveAttribute('aria-selected', 'true');
  });
});
