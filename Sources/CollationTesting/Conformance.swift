public enum ConformancePlaceholder {}
