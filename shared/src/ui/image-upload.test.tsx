import { fireEvent, render, screen } from '@testing-library/react';
import { ImageUpload } from '@logistics/shared/ui/image-upload';

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Change avatar'), { target: { files: [file] } });
}

describe('ImageUpload', () => {
  it('passes an image on', () => {
    const onSelect = jest.fn();
    render(<ImageUpload onSelect={onSelect} />);
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    choose(file);
    expect(onSelect).toHaveBeenCalledWith(file);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("refuses a file that is not an image: 'Only image files are allowed.'", () => {
    const onSelect = jest.fn();
    const onReject = jest.fn();
    render(<ImageUpload onSelect={onSelect} onReject={onReject} />);
    choose(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith('Only image files are allowed.');
    expect(screen.getByRole('alert')).toHaveTextContent('Only image files are allowed.');
  });

  it("refuses an image over 5 MB: 'Image size should be less than 5MB.'", () => {
    const onReject = jest.fn();
    render(<ImageUpload onSelect={jest.fn()} onReject={onReject} />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    choose(big);
    expect(onReject).toHaveBeenCalledWith('Image size should be less than 5MB.');
  });

  it('shows the image, or the fallback icon without one', () => {
    const { rerender } = render(<ImageUpload onSelect={jest.fn()} />);
    expect(document.querySelector('.anticon-user')).not.toBeNull();
    rerender(<ImageUpload onSelect={jest.fn()} value="https://example.com/a.png" />);
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://example.com/a.png');
  });
});
