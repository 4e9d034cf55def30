/** docs/product.md §2 "History page": its sections, in order. */
export const HISTORY_SECTIONS = [
  {
    id: 'grubb',
    title: 'Grubb Legacy 1734-1789',
    paragraphs: [
      'Peter Grubb, a stonemason, bought land here in the 1730s over an outcrop of magnetite ore and in 1742 built a furnace, naming it for his father’s home in Cornwall, England. He also built a forge nearby to refine the iron.',
      'His sons Curtis and Peter Jr. inherited the works and ran them through the Revolution, when the furnace cast cannon, shot and shell for the Continental Army. Debts and a divided family ownership followed the war.',
    ],
  },
  {
    id: 'coleman',
    title: 'Robert Coleman 1786-1825',
    paragraphs: [
      'Robert Coleman, an Irish immigrant who had learned the iron trade as a clerk, began buying shares of the furnace in 1786 and became its sole owner. He became one of the richest men in the state.',
      'Under Coleman the plantation grew into a village of its own, with houses, shops, farms and thousands of acres of woodland cut in rotation for charcoal.',
    ],
  },
  {
    id: 'heirs-1836',
    title: 'William Coleman and G. Dawson Coleman 1836-1864',
    paragraphs: [
      'Coleman’s grandsons modernized the works. Around 1856 the furnace was rebuilt with a steam-driven blast, the Great Wheel and boilers heated by the furnace’s own waste gases, and most of the buildings seen today took their present form.',
      'They also built the first of the stone and brick houses for miners’ families, which still stand as the miners’ village.',
    ],
  },
  {
    id: 'heirs-1864',
    title: 'Heirs and Cornwall Iron Company 1864-1883',
    paragraphs: [
      'Later heirs ran the furnace through a company while mining at the ore banks grew ever larger. Modern anthracite and coke furnaces made far more iron at lower cost, and in 1883 the charcoal furnace went out of blast for the last time.',
    ],
  },
  {
    id: 'museum',
    title: 'The Museum',
    paragraphs: [
      'In 1932 the family gave the furnace and its buildings to the state, which opened them to the public as a historic site. Because nothing was modernized after 1883, the site shows a complete charcoal iron plantation as it last worked.',
      'In 1984 friends of the furnace formed our non-profit association to support the site with volunteers, programs and funds. Today the state historical and museum commission and the association care for it together.',
    ],
  },
] as const;
