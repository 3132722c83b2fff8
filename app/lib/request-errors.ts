/** What a visitor is told when the server could not read what was sent (a 4xx page). */
export const unreadableFormText = 'Saadetud andmeid ei saanud lugeda. Palun minge tagasi ja proovige uuesti.'

/** What a caller is told when a request's shape is wrong and no field-specific text fits. */
export const badRequestText = 'Vigane päring.'
