import { fireEvent, render, screen } from '@testing-library/react';
import { VideoFacade } from './VideoFacade';

describe('VideoFacade', () => {
  it('loads no player until the visitor presses play, then embeds the configured address', () => {
    render(
      <VideoFacade
        title="The Great Wheel"
        embedUrl="https://video.example.org/embed/abc"
        poster="/poster.svg"
      />,
    );
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: The Great Wheel' }));
    const frame = screen.getByTitle('The Great Wheel');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://video.example.org/embed/abc');
  });
});
