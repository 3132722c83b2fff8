// Vite's logger writes its warnings with console.warn; only this exact deprecation notice is dropped.
const notice = 'The `envFile` option is deprecated, please use `envDir: false` instead.'

export function silenceEnvFileDeprecation() {
  const warn = console.warn
  console.warn = (...args) => {
    if (typeof args[0] === 'string' && args[0].includes(notice)) return
    warn(...args)
  }
}
