// Out of the singleton facade, which every visitor downloads whole.
export { MemoryRouter } from 'react-router-dom';
