import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@furnace/router/testing';
import { directionsHref, RichText, telHref } from './RichText';

const CONTACT = {
  address: '94 Rexmont Road, Cornwall, PA 17016',
  phone: '(717) 272-9711',
  email: 'info@furnace.test',
};

describe('RichText: the paragraphs-with-links staff write', () => {
  it('splits paragraphs on blank lines and keeps single line breaks as spaces', () => {
    const { container } = render(<RichText text={'One\nline.\n\n\nTwo.'} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'One line.',
      'Two.',
    ]);
  });

  it('renders links, site pages through the router, and the contact placeholders', () => {
    render(
      <MemoryRouter>
        <RichText
          contact={CONTACT}
          text={
            'See the [site map](/map) or [our partner](https://partner.test/a).\n\nCall {phone}, write {email}, come to {address}.'
          }
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'site map' })).toHaveAttribute('href', '/map');
    const partner = screen.getByRole('link', { name: 'our partner' });
    expect(partner).toHaveAttribute('href', 'https://partner.test/a');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '(717) 272-9711' })).toHaveAttribute(
      'href',
      'tel:+17172729711',
    );
    expect(screen.getByRole('link', { name: 'info@furnace.test' })).toHaveAttribute(
      'href',
      'mailto:info@furnace.test',
    );
    expect(screen.getByRole('link', { name: CONTACT.address })).toHaveAttribute(
      'href',
      directionsHref(CONTACT.address),
    );
    expect(document.querySelectorAll('p')).toHaveLength(2);
  });

  it('never makes HTML or a script link: those stay as the text that was written', () => {
    const { container } = render(
      <MemoryRouter>
        <RichText text={'<b>bold</b> [click](javascript:alert(1)) [x](//evil.test) {unknown}'} />
      </MemoryRouter>,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.textContent).toBe(
      '<b>bold</b> [click](javascript:alert(1)) [x](//evil.test) {unknown}',
    );
  });

  it('tel: links dial the digits, with +1 for a ten-digit number', () => {
    expect(telHref('(717) 272-9711')).toBe('tel:+17172729711');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});
