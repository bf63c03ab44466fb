import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { AvatarGroup } from './AvatarGroup';
import { SafeImage, avatarImage } from './SafeImage';

const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

describe('when a picture or a name comes from a save', () => {
  it('shows an http(s) picture with its name as alternative text', () => {
    renderWithTheme(<SafeImage src="https://img.test/ace.png" alt="The Ace" />);
    expect(screen.getByRole('img', { name: 'The Ace' })).toHaveAttribute('src', 'https://img.test/ace.png');
  });

  it.each(['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'x', 42, null])(
    'never loads %j: the fallback shows instead',
    (src) => {
      const { container } = renderWithTheme(<SafeImage src={src} alt="The Ace" fallback={<span>No picture</span>} />);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByText('No picture')).toBeInTheDocument();
    },
  );

  it('renders a name that looks like markup as text, never as an element', () => {
    const { container } = renderWithTheme(<SafeImage src="javascript:alert(1)" alt={HOSTILE_NAME} fallback={<span>{HOSTILE_NAME}</span>} />);
    expect(screen.getByText(HOSTILE_NAME)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('gives Fluent avatars only safe pictures, and their names stay text', () => {
    const { container } = renderWithTheme(
      <AvatarGroup
        people={[
          { id: 1, name: HOSTILE_NAME, image: 'javascript:alert(1)' },
          { id: 2, name: 'Safe Sam', image: 'https://img.test/sam.png' },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: HOSTILE_NAME })).toBeInTheDocument();
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['https://img.test/sam.png']);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(avatarImage('data:image/png;base64,iVBORw0KGgo=')).toEqual({ src: 'data:image/png;base64,iVBORw0KGgo=' });
  });
});
