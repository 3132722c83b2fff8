/**
 * A small drawing of the width × length × depth box the calculator fills (DESIGN.md §9); its words are
 * the page's (calculatorMessages' box.*), in the page's language.
 */
export function CalculatorBox({
  texts,
}: {
  texts: { label: string; title: string; length: string; width: string; depth: string }
}) {
  return (
    <svg viewBox="0 0 265 140" role="img" aria-label={texts.label} className="h-auto w-full max-w-xs">
      <title>{texts.title}</title>
      <path d="M30 60 L120 30 L200 55 L110 85 Z" fill="#eadcbc" stroke="#7a5c2e" strokeWidth="2" />
      <path d="M30 60 L110 85 L110 115 L30 90 Z" fill="#dcc592" stroke="#7a5c2e" strokeWidth="2" />
      <path d="M110 85 L200 55 L200 85 L110 115 Z" fill="#b8935a" stroke="#7a5c2e" strokeWidth="2" />
      <text x="55" y="118" fontSize="12" fill="#1f2124" transform="rotate(17 55 118)">
        {texts.length}
      </text>
      <text x="150" y="118" fontSize="12" fill="#1f2124" transform="rotate(-18 150 118)">
        {texts.width}
      </text>
      <text x="205" y="75" fontSize="12" fill="#1f2124">
        {texts.depth}
      </text>
    </svg>
  )
}
